/** An outgoing e-mail. Delivered over SMTP when SMTP_URL is set, else kept in the outbox. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export interface MailTransport {
  /** "SMTP smtp.example.org:587" or "outbox ./data/outbox" — for the start-up log. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
}
