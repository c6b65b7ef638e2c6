/** Text made safe inside HTML, in an element or a quoted attribute (mails, page heads). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
