/**
 * Buttons and links that look like buttons.
 *
 *   <Button onClick={save}>Uložiť</Button>
 *   <Button variant="secondary" size="small" onClick={close}>Zrušiť</Button>
 *   <Button type="submit" busy={sending} busyLabel="Ukladá sa…">Uložiť</Button>
 *   <ButtonLink to={paths.registration(lang)} variant="secondary">Registrovať sa</ButtonLink>
 *   <ButtonAnchor href={invoiceUrl} download>Stiahnuť faktúru</ButtonAnchor>
 *
 * One primary button per view (the action the page is for); secondary for the alternatives;
 * ghost for quiet actions in toolbars; danger for what cannot be undone.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router-dom";

import { buttonClass, type ButtonLook } from "./button-class.ts";

export { buttonClass, type ButtonLook, type ButtonSize, type ButtonVariant } from "./button-class.ts";

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** While the action runs: disabled, a spinner, aria-busy, and `busyLabel` as its text. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  className,
  type = "button",
  disabled,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A link inside the site that looks like a button. */
export function ButtonLink({ variant, size, className, ...link }: ButtonLook & LinkProps) {
  return <Link className={buttonClass({ variant, size }, className)} {...link} />;
}

/** A plain link (a download, another site) that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...anchor
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass({ variant, size }, className)} {...anchor} />;
}
