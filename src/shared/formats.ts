/**
 * Format rules shared by the server's validation and the client's convenience checks. No
 * dependencies, so the client bundle can import them.
 */
export const isEmailShaped = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Phone: with a leading + then 10 to 12 digits, otherwise 9 to 14 digits; spaces ignored. */
export const isValidPhone = (value: string): boolean => {
  const compact = value.replace(/\s+/g, "");
  return compact.startsWith("+") ? /^\+\d{10,12}$/.test(compact) : /^\d{9,14}$/.test(compact);
};

/** A highlight's time: mm:ss or hh:mm:ss (the first pair may be one digit), minutes and seconds below 60. */
export const isHighlightTimestamp = (value: string): boolean => /^\d{1,2}(:[0-5]\d){1,2}$/.test(value);

/**
 * A video's or webinar's length as the catalogue shows it: a clock, m:ss or h:mm:ss ("45:00",
 * "1:05:30"), minutes and seconds below 60 (docs/decisions.md).
 */
export const isMediaLength = (value: string): boolean => /^\d{1,2}(:[0-5]\d){1,2}$/.test(value);

/** A media file's address: a path of the library (/…) or another host's http(s) URL, without spaces. */
export const isMediaAddress = (value: string): boolean => /^(\/|https?:\/\/)\S+$/.test(value);
