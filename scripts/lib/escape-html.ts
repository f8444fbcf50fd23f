/** Escapes text for HTML element content and quoted attribute values (the small pages the services render). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
