/** A privacy or terms text in one language: headed sections of paragraphs and lists. */
export interface LegalDocument {
  title: string;
  /** The date shown under the title. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** A route inside the app that the section points to (e.g. account settings). */
  link?: { to: string; label: string };
}
