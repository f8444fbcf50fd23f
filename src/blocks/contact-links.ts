/**
 * `tel:` and `mailto:` links from contact data in the content (the employee card): a number keeps
 * its digits and a leading `+`; an address must look like one. Anything else gives null, and the
 * value is shown as plain text.
 */

export function telHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /^\+?\d{4,}$/.test(digits) ? `tel:${digits}` : null;
}

export function emailHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}
