import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegalDocument } from '../content/legal-document';

/** A privacy or terms page in the language on screen (Turkish unless English is chosen). */
export function LegalPage({ documents }: { documents: { tr: LegalDocument; en: LegalDocument } }) {
  const { i18n } = useTranslation();
  const document = i18n.resolvedLanguage === 'en' ? documents.en : documents.tr;
  return (
    <article className="bg-background mx-auto max-w-3xl space-y-8 rounded-[var(--radius-card)] p-5 shadow-[var(--shadow-card)] sm:p-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{document.title}</h1>
        <p className="text-muted-foreground text-sm">{document.updated}</p>
        <p className="pt-2">{document.intro}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="space-y-3">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.items ? (
            <ul className="list-disc space-y-1.5 pl-5">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.link ? (
            <Link
              to={section.link.to}
              className="text-primary inline-block font-medium underline underline-offset-4"
            >
              {section.link.label}
            </Link>
          ) : null}
        </section>
      ))}
    </article>
  );
}
