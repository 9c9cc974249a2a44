/**
 * A message that belongs to the page and stays (unlike a notification): something to know, that
 * something succeeded, or that it was refused. A bar at its left says which.
 *
 *   <Note>Platba faktúrou sa pripíše do 14 dní.</Note>
 *   <Note tone="success" role="status">Zmeny sú uložené.</Note>
 *   <Note tone="danger">Tento odkaz už nie je platný.</Note>
 */
import type { ComponentProps } from "react";

export function Note({
  tone = "info",
  className,
  ...paragraph
}: { tone?: "info" | "success" | "danger" } & ComponentProps<"p">) {
  return <p className={`note note--${tone}${className ? ` ${className}` : ""}`} {...paragraph} />;
}
