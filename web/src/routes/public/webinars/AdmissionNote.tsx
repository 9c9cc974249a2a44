import { graphql } from "react-relay/hooks";
import { formatDate } from "../../../format/dates.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { ButtonLink } from "../../../ui/Button.tsx";
import { Note } from "../../../ui/Note.tsx";
import { type AdmissionSummary, extendsAdmission } from "./admission-extension.ts";
import { purchasePath, type Product } from "./webinar-paths.ts";

/**
 * What the note and extendsAdmission read of an admission: the webinar and pack queries spread it
 * unmasked, so their answers hold these fields as an AdmissionSummary.
 */
graphql`
  fragment AdmissionNote_admission on WebinarAdmission {
    expirationDate
    byAdmin
    webinarPackId
  }
`;

/**
 * What an admitted user sees instead of the purchase prompt: until when the access runs and, when
 * buying this paid webinar or pack again would add its days to that end, a way to extend it.
 * A free one is not offered again while it runs: claiming it again would change nothing.
 */
export function AdmissionNote({
  product,
  slug,
  admission,
  free,
}: {
  product: Product;
  slug: string;
  admission: AdmissionSummary;
  free: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const until = t(product === "pack" ? "packs.admittedUntil" : "webinars.admittedUntil", {
    date: formatDate(admission.expirationDate),
  });
  return (
    <div className="admission-note">
      <Note tone="success">{until}</Note>
      {!free && extendsAdmission(product, admission) && (
        <ButtonLink variant="secondary" to={purchasePath(lang, product, slug)}>
          {t("webinars.extend")}
        </ButtonLink>
      )}
    </div>
  );
}
