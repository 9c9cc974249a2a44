/** The library's mark: an open book with a speech bubble (a book that talks). Decorative. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="var(--color-primary)" />
      <path d="M10 17c5-2 9-1.5 13 1v16c-4-2.5-8-3-13-1z" fill="#fff" />
      <path d="M38 17c-5-2-9-1.5-13 1v16c4-2.5 8-3 13-1z" fill="#fde7c8" />
      <path
        d="M28 9h10a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3h-5l-3 3v-3h-2a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3z"
        fill="var(--color-accent)"
      />
    </svg>
  );
}
