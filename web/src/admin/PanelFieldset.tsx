import type { ReactNode } from "react";

interface Props {
  legend: string;
  /** The legend's id, when something else is named by it (a list of files). */
  legendId?: string;
  /**
   * "fields" lays the fields out in a grid (a form's main fieldsets); "section" stacks a list
   * or a single file field under its legend.
   */
  layout?: "fields" | "section";
  children: ReactNode;
}

/** One of an admin form's panels: a fieldset with its legend. */
export function PanelFieldset({ legend, legendId, layout = "fields", children }: Props) {
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className={layout === "fields" ? "form-fieldset admin-form__fieldset" : "admin-form__section"}>
        <legend id={legendId}>{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}
