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
