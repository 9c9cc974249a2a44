import type { ReactNode } from "react";
import { graphql } from "react-relay/hooks";
import type { GraphQLTaggedNode } from "relay-runtime";
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

const webinarQuery = graphql`
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
          ...AdmissionNote_admission @relay(mask: false)
        }
      }
    }
    paymentSettings {
      ...Checkout_settings
    }
  }
`;

const packQuery = graphql`
  query ProductLoaderPackQuery($slug: String!) {
    getWebinarPack(slug: $slug) {
      id
      slug
      title
      price
      priceText
      availableFor
      admission {
        ...AdmissionNote_admission @relay(mask: false)
      }
    }
    paymentSettings {
      ...Checkout_settings
    }
  }
`;

type ProductQuery = ProductLoaderWebinarQuery | ProductLoaderPackQuery;
type LoadedProduct = NonNullable<ProductLoaderPackQuery["response"]["getWebinarPack"]>;

/** Each product's query (the server has a field for each) and where its answer holds the product. */
const SOURCES: Record<
  Product,
  { query: GraphQLTaggedNode; found: (answer: ProductQuery["response"]) => LoadedProduct | null | undefined }
> = {
  webinar: {
    query: webinarQuery,
    found: (answer) => ("getWebinar" in answer ? answer.getWebinar.webinar : null),
  },
  pack: {
    query: packQuery,
    found: (answer) => ("getWebinarPack" in answer ? answer.getWebinarPack : null),
  },
};

/** Loads the webinar or pack by its slug (with the payment settings), or says it does not exist. */
export function ProductLoader({ product, slug, children }: Props) {
  const source = SOURCES[product];
  const answer = useScreenQuery<ProductQuery>(source.query, { slug });
  const found = source.found(answer);
  if (!found) return <Missing product={product} />;
  const { admission, ...item } = found;
  return children({
    product,
    ...item,
    free: item.price === 0,
    admittedUntil: extendsAdmission(product, admission) ? admission.expirationDate : null,
    settings: answer.paymentSettings,
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
