/** Kolekt's mark and name, as in the app's header. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-base font-semibold">
      <img src={chrome.runtime.getURL('icons/kolekt.png')} alt="" className="size-7 rounded-lg" />
      Kolekt
    </span>
  );
}
