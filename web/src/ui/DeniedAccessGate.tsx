import { useTranslation } from "../i18n/useTranslation.tsx";
import { AccessGate, type GatedKind } from "./AccessGate.tsx";
import { gateForDenial } from "./access-denial.ts";

/**
 * The access gate for what the server denied this viewer (`accessDenial`, `accessDenialReason`),
 * with the access the content needs (its availability: 1 is open to a trial). The video and
 * audiobook players show it in place of the media.
 *
 *   <DeniedAccessGate kind="audiobook" denial={data.accessDenial} reason={data.accessDenialReason}
 *     availability={data.availability} shape="panel" />
 */
export function DeniedAccessGate({
  kind,
  denial,
  reason,
  availability,
  shape,
}: {
  kind: GatedKind;
  denial?: string | null;
  reason?: string | null;
  availability: number;
  shape?: "player" | "panel";
}) {
  const { t } = useTranslation();
  const gate = gateForDenial(denial, reason);
  return (
    <AccessGate
      kind={kind}
      reason={gate.reason}
      needs={availability === 1 ? "testing" : "subscription"}
      detail={gate.detail && t(gate.detail)}
      shape={shape}
    />
  );
}
