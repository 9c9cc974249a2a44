import { graphql, useFragment } from "react-relay/hooks";
import type { WebinarChanges_pack$key } from "../../../../__generated__/WebinarChanges_pack.graphql.ts";
import type { WebinarChanges_webinar$key } from "../../../../__generated__/WebinarChanges_webinar.graphql.ts";
import { ChangeHistory, type ChangeRow } from "../../../../admin/ChangeHistory.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** The form's labels (webinarAdmin.fields) of the fields a change names: the server names them as editWebinar's and editWebinarPack's arguments. */
const FIELD_LABELS = {
  title: "title",
  price: "price",
  availableFor: "availableFor",
  thumbnail: "thumbnail",
  htmlDesc: "htmlDesc",
  dacastId: "dacastId",
  mediaUrl: "mediaUrl",
  length: "length",
  visible: "visible",
  tags: "tags",
  materials: "materials",
  highlights: "highlights",
  webinars: "webinars",
} as const;

const webinarFragment = graphql`
  fragment WebinarChanges_webinar on Webinar {
    changes {
      actor
      at
      fields
      kind
      fromPosition
      toPosition
    }
  }
`;

const packFragment = graphql`
  fragment WebinarChanges_pack on WebinarPack {
    changes {
      actor
      at
      fields
      kind
      fromPosition
      toPosition
    }
  }
`;

function Changes({ titleId, changes }: { titleId: string; changes: readonly ChangeRow[] | null | undefined }) {
  const { t } = useTranslation();
  const fieldLabel = (field: string) => (field in FIELD_LABELS ? t(`webinarAdmin.fields.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`) : field);
  return <ChangeHistory titleId={titleId} changes={changes} fieldLabel={fieldLabel} />;
}

/** Who changed the webinar when (its edits and the reorders that moved it), newest first. */
export function WebinarChanges({ webinar }: { webinar: WebinarChanges_webinar$key }) {
  return <Changes titleId="webinar-changes-title" changes={useFragment(webinarFragment, webinar).changes} />;
}

/** Who changed the pack when, newest first. */
export function PackChanges({ pack }: { pack: WebinarChanges_pack$key }) {
  return <Changes titleId="pack-changes-title" changes={useFragment(packFragment, pack).changes} />;
}
