import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ExportDataSection } from './export-data-section';

const fetchMock = vi.fn<typeof fetch>();
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('ExportDataSection', () => {
  it('downloads the file under the name the server gave it', async () => {
    render(<Toaster />);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    fetchMock.mockResolvedValueOnce(
      new Response('{"format":"kolekt-export"}', {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="kolekt-export-2026-11-24.json"',
        },
      }),
    );
    renderWithProviders(<ExportDataSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(clicked).toEqual(['kolekt-export-2026-11-24.json blob:export']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/export');
  });

  it('says so when the export fails', async () => {
    render(<Toaster />);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<ExportDataSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data could not be exported.')).toBeInTheDocument();
  });
});
