/**
 * The classes of a button's look (Button.tsx), apart so that the site's frame can dress a link as
 * a button without bringing the button components into the first load:
 *
 *   <Link className={buttonClass({ size: "small" })} to={loginPath}>Prihlásiť sa</Link>
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "small" | "medium" | "large";

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClass({ variant = "primary", size = "medium" }: ButtonLook = {}, extra?: string): string {
  return ["button", variant !== "primary" && `button--${variant}`, size !== "medium" && `button--${size}`, extra]
    .filter(Boolean)
    .join(" ");
}
