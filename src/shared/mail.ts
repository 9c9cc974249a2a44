/** An outgoing e-mail. Delivered over SMTP when SMTP_URL is set, else kept in the outbox. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Carries a secret meant for the addressee alone (a password-reset link): wherever mails are
   * shown to anyone else (the administrators' outbox), its text is withheld.
   */
  confidential?: boolean;
};

export interface MailTransport {
  /** "SMTP smtp.example.org:587" or "outbox ./data/outbox" — for the start-up log. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
}
