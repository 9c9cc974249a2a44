import { useLocation, useParams, useSearchParams } from "react-router-dom";
import { useSessionKey } from "../../../auth/session-store.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { InvoiceNotice, type IssuedInvoice } from "../../../payments/InvoiceNotice.tsx";
import { ButtonLink } from "../../../ui/Button.tsx";
import { ProductLoader } from "./ProductLoader.tsx";
import { productPath, thanksPath, thanksVariantOf, type Product } from "./webinar-paths.ts";
import { paths } from "../../route-table.ts";

/**
 * …/zakupenie/dakujeme: `?login` (registered and paid by card) offers signing in to see the
 * webinars (a visitor already signed in goes straight to them); `?paid` links to them; without a
 * query the webinars open once the transfer is credited, and the invoice just issued is shown.
 */
export function PurchaseThanksPage({ product }: { product: Product }) {
  const { slug = "" } = useParams();
  // the item is in the client already (the purchase page loaded it): a free one is not thanked for a purchase
  return (
    <ProductLoader product={product} slug={slug}>
      {({ free }) => <Thanks product={product} slug={slug} free={free} />}
    </ProductLoader>
  );
}

function Thanks({ product, slug, free }: { product: Product; slug: string; free: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const loggedIn = useSessionKey() !== null;
  const variant = thanksVariantOf(search);
  const target = productPath(lang, product, slug);
  const invoice = (state as { invoice?: IssuedInvoice | null } | null)?.invoice ?? null;
  return (
    <div className="page registration">
      <div className="registration__thanks">
        <PageTitle title={free ? t("thanks.freeTitle") : t("thanks.title")} />
        {variant === "login" && <p>{t("thanks.login")}</p>}
        {variant === "paid" && <p>{t("thanks.paid")}</p>}
        {variant === "plain" && <p>{t("thanks.plain")}</p>}
        {variant === "plain" && invoice && <InvoiceNotice invoice={invoice} />}
        {variant === "login" && !loggedIn && (
          <ButtonLink to={`${thanksPath(lang, product, slug)}/login?redirect=${encodeURIComponent(target)}`}>
            {t("thanks.loginButton")}
          </ButtonLink>
        )}
        {(variant === "paid" || (variant === "login" && loggedIn)) && (
          <ButtonLink to={target}>{t("thanks.paidButton")}</ButtonLink>
        )}
        {variant === "plain" && loggedIn && (
          <ButtonLink variant="secondary" to={paths.profile(lang)}>
            {t("thanks.toProfile")}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
