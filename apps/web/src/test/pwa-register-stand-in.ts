/** Stands in for vite-plugin-pwa's virtual module under vitest; a test mocks it with vi.mock. */
export function useRegisterSW(): never {
  throw new Error("mock 'virtual:pwa-register/react' in this test with vi.mock");
}
