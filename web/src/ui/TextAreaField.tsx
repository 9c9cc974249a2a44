/**
 * A labelled text area for longer answers (a message, a motivation).
 *
 *   <TextAreaField form="trial" label="Prečo chcete Živú knižnicu používať?" rows={4} {...form.text("motivation")} />
 */
import type { TextareaHTMLAttributes } from "react";
import { FieldFrame, splitFieldProps, type FieldProps } from "./Field.tsx";

export function TextAreaField(
  props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "form">,
) {
  const { frame, control, rest } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} {...rest} />
    </FieldFrame>
  );
}
