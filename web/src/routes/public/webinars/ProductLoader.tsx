import type { ReactNode } from "react";
import { graphql } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { ProductLoaderPackQuery } from "../../../__generated__/ProductLoaderPackQuery.graphql.ts";
import type { ProductLoaderWebinarQuery } from "../../../__generated__/ProductLoaderWebinarQuery.graphql.ts";
import type { Checkout_settings$key } from "../../../__generated__/Checkout_settings.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { Notice } from "../../../ui/Notice.tsx";
import { extendsAdmission } from "./admission-extension.ts";
import { packListPath, webinarListPath, type Product } from "./webinar-paths.ts";

/** What the purchase and register-and-buy pages show of the webinar or pack being bought. */
export interface ProductSummary {
  product: Product;
  id: number;
  slug: string;
  title: string;
  priceText: string;
  /** Free (price 0): obtained without choosing a payment method. */
  free: boolean;
  availableFor: number;
  /** The end of the signed-in user's running access that buying again extends (see extendsAdmission). */
  admittedUntil: string | null;
  settings: Checkout_settings$key;
}

interface Props {
  product: Product;
  slug: string;
  children: (summary: ProductSummary) => ReactNode;
}

/** Loads the webinar or pack by its slug (with the payment settings), or says it does not exist. */
export function ProductLoader({ product, slug, children }: Props) {
  return product === "webinar" ? (
    <WebinarSummary slug={slug} render={children} />
  ) : (
    <PackSummary slug={slug} render={children} />
  );
}

function WebinarSummary({ slug, render }: { slug: string; render: Props["children"] }) {
  const { getWebinar, paymentSettings } = useScreenQuery<ProductLoaderWebinarQuery>(
    graphql`
      query ProductLoaderWebinarQuery($slug: String!) {
        getWebinar(slug: $slug) {
          webinar {
            id
            slug
            title
            price
            priceText
            availableFor
            admission {
              expirationDate
              byAdmin
              webinarPackId
            }
          }
        }
        paymentSettings {
          ...Checkout_settings
        }
      }
    `,
    { slug },
  );
  if (!getWebinar.webinar) return <Missing product="webinar" />;
  const { admission, ...webinar } = getWebinar.webinar;
  return render({
    product: "webinar",
    ...webinar,
    free: webinar.price === 0,
    admittedUntil: extendsAdmission("webinar", admission) ? admission.expirationDate : null,
    settings: paymentSettings,
  });
}

function PackSummary({ slug, render }: { slug: string; render: Props["children"] }) {
  const { getWebinarPack, paymentSettings } = useScreenQuery<ProductLoaderPackQuery>(
    graphql`
      query ProductLoaderPackQuery($slug: String!) {
        getWebinarPack(slug: $slug) {
          id
          slug
          title
          price
          priceText
          availableFor
          admission {
            expirationDate
            byAdmin
            webinarPackId
          }
        }
        paymentSettings {
          ...Checkout_settings
        }
      }
    `,
    { slug },
  );
  if (!getWebinarPack) return <Missing product="pack" />;
  const { admission, ...pack } = getWebinarPack;
  return render({
    product: "pack",
    ...pack,
    free: pack.price === 0,
    admittedUntil: extendsAdmission("pack", admission) ? admission.expirationDate : null,
    settings: paymentSettings,
  });
}

function Missing({ product }: { product: Product }) {
  const { t } = useTranslation();
  const lang = useLang();
  const isPack = product === "pack";
  return (
    <Notice
      title={isPack ? t("packs.notFound") : t("webinars.notFound")}
      action={
        <Link to={isPack ? packListPath(lang) : webinarListPath(lang)}>
          {isPack ? t("packs.back") : t("webinars.back")}
        </Link>
      }
    />
  );
}
