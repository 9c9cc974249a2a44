import type { MessageCatalogue } from "../../shared/messages.ts";

const texts = {
  PLAN_UNKNOWN: {
    sk: "Typ predplatného je povinný",
    cz: "Typ předplatného je povinný",
    en: "The subscription type is mandatory",
    es: "El tipo de suscripción es obligatorio",
  },
  PLAN_NOT_PURCHASABLE: {
    sk: "Skúšobný prístup je zadarmo, nedá sa zaplatiť",
    cz: "Zkušební přístup je zdarma, nelze jej zaplatit",
    en: "The trial is free and cannot be paid for",
    es: "La prueba es gratuita y no se puede pagar",
  },
  PRODUCT_NOT_FOUND: {
    sk: "Webinár alebo balík webinárov neexistuje",
    cz: "Webinář nebo balíček webinářů neexistuje",
    en: "The webinar or webinar pack does not exist",
    es: "El seminario web o el paquete de seminarios no existe",
  },
  PRODUCT_NOT_PURCHASABLE: {
    sk: "Tento webinár je zadarmo, nedá sa zaplatiť – získajte ho bez platby",
    cz: "Tento webinář je zdarma, nelze jej zaplatit – získejte jej bez platby",
    en: "This webinar is free and cannot be paid for – get it without payment",
    es: "Este seminario web es gratuito y no se puede pagar: obténgalo sin pago",
  },
  PRODUCT_NOT_FREE: {
    sk: "Tento webinár nie je zadarmo, zvoľte platbu kartou alebo faktúrou",
    cz: "Tento webinář není zdarma, zvolte platbu kartou nebo fakturou",
    en: "This webinar is not free: choose payment by card or by invoice",
    es: "Este seminario web no es gratuito: elija el pago con tarjeta o por factura",
  },
  PAYMENT_ALREADY_EXISTS: {
    sk: "Táto platba už existuje",
    cz: "Tato platba již existuje",
    en: "This payment already exists",
    es: "Este pago ya existe",
  },
  PAYMENT_NOT_FOUND: {
    sk: "Platba neexistuje",
    cz: "Platba neexistuje",
    en: "The payment does not exist",
    es: "El pago no existe",
  },
  PAYMENT_AMOUNT_MISMATCH: {
    sk: "Suma platby nezodpovedá cene predplatného",
    cz: "Částka platby neodpovídá ceně předplatného",
    en: "The payment's amount does not match the subscription's price",
    es: "El importe del pago no coincide con el precio de la suscripción",
  },
  PAYMENT_PRODUCT_MISMATCH: {
    sk: "Platba bola určená na iný nákup (iný webinár, balík alebo predplatné)",
    cz: "Platba byla určena na jiný nákup (jiný webinář, balíček nebo předplatné)",
    en: "The payment was for another purchase (another webinar, pack or subscription)",
    es: "El pago era para otra compra (otro seminario web, paquete o suscripción)",
  },
  PAYMENT_PLAN_MISMATCH: {
    sk: "Platba bola za iný typ predplatného",
    cz: "Platba byla za jiný typ předplatného",
    en: "The payment was for another subscription type",
    es: "El pago era para otro tipo de suscripción",
  },
  PAYMENT_ALREADY_USED: {
    sk: "Táto platba už bola použitá",
    cz: "Tato platba již byla použita",
    en: "This payment has already been used",
    es: "Este pago ya se ha utilizado",
  },
  PAYMENT_NOT_CONFIRMABLE: {
    sk: "Platbu v tomto stave nemožno potvrdiť",
    cz: "Platbu v tomto stavu nelze potvrdit",
    en: "The payment cannot be confirmed in its present state",
    es: "El pago no se puede confirmar en su estado actual",
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    sk: "Platobná brána je nedostupná, skúste to znova o chvíľu",
    cz: "Platební brána je nedostupná, zkuste to znovu za chvíli",
    en: "The payment provider cannot be reached; please try again shortly",
    es: "No se puede contactar con el proveedor de pagos; inténtelo de nuevo en un momento",
  },
  WEBHOOK_NOT_CONFIGURED: {
    sk: "Notifikácie platobnej brány nie sú nastavené",
    cz: "Notifikace platební brány nejsou nastaveny",
    en: "Payment provider notifications are not configured",
    es: "Las notificaciones del proveedor de pagos no están configuradas",
  },
  WEBHOOK_SIGNATURE_INVALID: {
    sk: "Podpis notifikácie platobnej brány nie je platný",
    cz: "Podpis notifikace platební brány není platný",
    en: "The payment provider notification's signature is not valid",
    es: "La firma de la notificación del proveedor de pagos no es válida",
  },
  PAYMENT_METHOD_INVALID: {
    sk: "Vyberte spôsob platby: kartou alebo prevodom na účet",
    cz: "Vyberte způsob platby: kartou nebo převodem na účet",
    en: "Choose how to pay: by card or by bank transfer",
    es: "Elija cómo pagar: con tarjeta o por transferencia bancaria",
  },
  PAYMENT_INTENT_REQUIRED: {
    sk: "Chýba platba kartou; zaplaťte najprv kartou",
    cz: "Chybí platba kartou; zaplaťte nejprve kartou",
    en: "The card payment is missing; pay by card first",
    es: "Falta el pago con tarjeta; pague primero con tarjeta",
  },
  PAYMENT_REQUIRES_ACTION: {
    sk: "Platbu treba ešte overiť vo vašej banke (3-D Secure)",
    cz: "Platbu je ještě třeba ověřit ve vaší bance (3-D Secure)",
    en: "The payment still needs to be authenticated with your bank (3-D Secure)",
    es: "El pago aún debe autenticarse con su banco (3-D Secure)",
  },
  PAYMENT_NOT_COMPLETED: {
    sk: "Platba ešte nie je dokončená",
    cz: "Platba ještě není dokončena",
    en: "The payment has not been completed yet",
    es: "El pago aún no se ha completado",
  },
  PLAN_NOT_FOR_PROFILE: {
    sk: "Tento typ predplatného nie je pre váš profil",
    cz: "Tento typ předplatného není pro váš profil",
    en: "This subscription type is not for your profile",
    es: "Este tipo de suscripción no es para su perfil",
  },
  PROFILE_NOT_TRIAL: {
    sk: "Zmeniť typ možno iba skúšobnému profilu",
    cz: "Změnit typ lze pouze zkušebnímu profilu",
    en: "Only a trial profile can be upgraded",
    es: "Solo se puede mejorar un perfil de prueba",
  },
  PAYMENT_PROVIDER_NOT_TEST: {
    sk: "Testovacie platby nie sú zapnuté; platí sa skutočnou kartou",
    cz: "Testovací platby nejsou zapnuty; platí se skutečnou kartou",
    en: "Test payments are not enabled; pay with a real card",
    es: "Los pagos de prueba no están activados; pague con una tarjeta real",
  },
  CARD_EXPIRY_INVALID: {
    sk: "Platnosť karty zadajte ako MM/RR",
    cz: "Platnost karty zadejte jako MM/RR",
    en: "Enter the card's expiry as MM/YY",
    es: "Introduzca la caducidad de la tarjeta como MM/AA",
  },
  CARD_NUMBER_INVALID: {
    sk: "Číslo karty nie je platné",
    cz: "Číslo karty není platné",
    en: "The card number is not valid",
    es: "El número de tarjeta no es válido",
  },
  CARD_EXPIRED: {
    sk: "Platnosť karty vypršala",
    cz: "Platnost karty vypršela",
    en: "The card has expired",
    es: "La tarjeta ha caducado",
  },
  CARD_CVC_INVALID: {
    sk: "Bezpečnostný kód karty nie je platný",
    cz: "Bezpečnostní kód karty není platný",
    en: "The card's security code is not valid",
    es: "El código de seguridad de la tarjeta no es válido",
  },
  CARD_DECLINED: {
    sk: "Karta bola zamietnutá",
    cz: "Karta byla zamítnuta",
    en: "The card was declined",
    es: "La tarjeta ha sido rechazada",
  },
  CARD_AUTHENTICATION_FAILED: {
    sk: "Overenie platby kartou zlyhalo",
    cz: "Ověření platby kartou selhalo",
    en: "The card payment could not be authenticated",
    es: "No se pudo autenticar el pago con tarjeta",
  },
  CARD_PAYMENTS_UNAVAILABLE: {
    sk: "Platba kartou momentálne nie je možná",
    cz: "Platba kartou momentálně není možná",
    en: "Card payment is not available at the moment",
    es: "El pago con tarjeta no está disponible en este momento",
  },
  BANK_TRANSFER_UNAVAILABLE: {
    sk: "Platba prevodom na účet momentálne nie je možná",
    cz: "Platba převodem na účet momentálně není možná",
    en: "Payment by bank transfer is not available at the moment",
    es: "El pago por transferencia bancaria no está disponible en este momento",
  },
  ORDER_ALREADY_EXISTS: {
    sk: "Objednávka s týmto číslom už existuje",
    cz: "Objednávka s tímto číslem již existuje",
    en: "An order with this number already exists",
    es: "Ya existe un pedido con este número",
  },
  ORDER_NOT_FOUND: {
    sk: "Objednávka neexistuje",
    cz: "Objednávka neexistuje",
    en: "The order does not exist",
    es: "El pedido no existe",
  },
  ORDER_NOT_OVERDUE: {
    sk: "Objednávka č. {orderNumber} ešte nie je po splatnosti",
    cz: "Objednávka č. {orderNumber} ještě není po splatnosti",
    en: "Order {orderNumber} is not overdue yet",
    es: "El pedido {orderNumber} aún no ha vencido",
  },
  BANK_TRANSFER_ALREADY_RECORDED: {
    sk: "Platba za objednávku č. {orderNumber} už bola zaznamenaná",
    cz: "Platba za objednávku č. {orderNumber} již byla zaznamenána",
    en: "The payment for order {orderNumber} has already been recorded",
    es: "El pago del pedido {orderNumber} ya se ha registrado",
  },
  BANK_TRANSFER_AMOUNT_MISMATCH: {
    sk: "Prijatá suma nezodpovedá objednávke ({expected})",
    cz: "Přijatá částka neodpovídá objednávce ({expected})",
    en: "The amount received does not match the order ({expected})",
    es: "El importe recibido no coincide con el pedido ({expected})",
  },
  BANK_TRANSFER_BEFORE_ORDER: {
    sk: "Platba nemohla prísť pred vytvorením objednávky",
    cz: "Platba nemohla přijít před vytvořením objednávky",
    en: "The payment cannot have arrived before the order was placed",
    es: "El pago no puede haber llegado antes de realizar el pedido",
  },
  AMOUNT_INVALID: {
    sk: "Suma musí byť kladná, v centoch",
    cz: "Částka musí být kladná, v centech",
    en: "The amount must be positive, in cents",
    es: "El importe debe ser positivo, en céntimos",
  },
  DATE_INVALID: { sk: "Neplatný dátum", cz: "Neplatné datum", en: "Invalid date", es: "Fecha no válida" },
  DATE_IN_FUTURE: {
    sk: "Dátum nemôže byť v budúcnosti",
    cz: "Datum nemůže být v budoucnosti",
    en: "The date cannot be in the future",
    es: "La fecha no puede estar en el futuro",
  },
} satisfies MessageCatalogue;
export const paymentMessages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
