import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { WebinarCard_webinar$key } from "../../../__generated__/WebinarCard_webinar.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Card } from "../../../ui/Card.tsx";
import { useDays } from "./useDays.ts";
import { productPath } from "./webinar-paths.ts";

/** A webinar in the list: picture, title, the description's beginning, its length, price and days of access. */
export function WebinarCard({ webinar }: { webinar: WebinarCard_webinar$key }) {
  const { t } = useTranslation();
  const lang = useLang();
  const days = useDays();
  const data = useFragment(
    graphql`
      fragment WebinarCard_webinar on Webinar {
        slug
        title
        excerpt
        thumbnail
        length
        price
        priceText
        availableFor
      }
    `,
    webinar,
  );
  const footer = (
    <>
      <span className="badge webinar-card__price">{data.price === 0 ? t("webinars.free") : data.priceText}</span>
      <span className="badge">{days(data.availableFor)}</span>
      {data.length && <span className="badge">{data.length}</span>}
    </>
  );
  return (
    <Card
      className="webinar-card"
      media={data.thumbnail ? <img src={data.thumbnail} alt="" loading="lazy" width="320" height="180" /> : null}
      title={
        <Link to={productPath(lang, "webinar", data.slug)} lang="sk">
          {data.title}
        </Link>
      }
      footer={footer}
    >
      {data.excerpt && (
        <p className="webinar-card__excerpt" lang="sk">
          {data.excerpt}
        </p>
      )}
    </Card>
  );
}
