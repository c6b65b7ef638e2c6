import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { privacyEn } from '../content/privacy-en';
import { privacyTr } from '../content/privacy-tr';
import { termsEn } from '../content/terms-en';
import { termsTr } from '../content/terms-tr';
import { LegalPage } from './legal-page';

const privacy = { tr: privacyTr, en: privacyEn };

describe('LegalPage', () => {
  it('shows the document in the language on screen', async () => {
    renderWithProviders(<LegalPage documents={privacy} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cookies and browser storage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    await i18next.changeLanguage('tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gizlilik Politikası' }),
    ).toBeInTheDocument();
  });

  it('covers the same ground in both languages', () => {
    for (const [tr, en] of [
      [privacyTr, privacyEn],
      [termsTr, termsEn],
    ] as const) {
      expect(
        tr.sections.map((section) => [
          section.items?.length,
          section.paragraphs?.length,
          section.link?.to,
        ]),
      ).toEqual(
        en.sections.map((section) => [
          section.items?.length,
          section.paragraphs?.length,
          section.link?.to,
        ]),
      );
    }
  });

  it('names what is stored and sent, including the optional AI provider and error reporting', () => {
    const text = JSON.stringify(privacyEn);
    for (const topic of [
      'collections',
      'likes',
      'comments',
      'follows',
      'notifications',
      'AI provider',
      'Sentry',
      'kolekt_rt',
      '30 days',
      'JSON file',
      'delete your account',
    ]) {
      expect(text).toContain(topic);
    }
  });
});
