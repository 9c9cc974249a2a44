import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { WebinarCard_webinar$key } from "../../../__generated__/WebinarCard_webinar.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Card } from "../../../ui/Card.tsx";
import { useDays } from "./useDays.ts";
import { productPath, type Product } from "./webinar-paths.ts";

/** A webinar in the list: picture, title, the description's beginning, its length, price and days of access. */
export function WebinarCard({ webinar }: { webinar: WebinarCard_webinar$key }) {
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
  return (
    <ProductCard
      product="webinar"
      item={data}
      media={data.thumbnail ? <img src={data.thumbnail} alt="" loading="lazy" width="320" height="180" /> : null}
      badge={data.length && <span className="badge">{data.length}</span>}
    />
  );
}

interface ProductCardProps {
  product: Product;
  item: {
    readonly slug: string;
    readonly title: string;
    readonly excerpt: string;
    readonly price: number;
    readonly priceText: string;
    readonly availableFor: number;
  };
  media?: ReactNode;
  /** A badge after the price and the days of access. */
  badge: ReactNode;
}

/** A webinar or a pack in its list: title, the description's beginning, price and days of access; the card links to its page. */
export function ProductCard({ product, item, media, badge }: ProductCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const days = useDays();
  const footer = (
    <>
      <span className="badge webinar-card__price">{item.price === 0 ? t("webinars.free") : item.priceText}</span>
      <span className="badge">{days(item.availableFor)}</span>
      {badge}
    </>
  );
  return (
    <Card
      className="webinar-card"
      media={media}
      title={
        <Link to={productPath(lang, product, item.slug)} lang="sk">
          {item.title}
        </Link>
      }
      footer={footer}
    >
      {item.excerpt && (
        <p className="webinar-card__excerpt" lang="sk">
          {item.excerpt}
        </p>
      )}
    </Card>
  );
}
