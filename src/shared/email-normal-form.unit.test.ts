import { describe, expect, it } from "vitest";
import { Email, emailNormalForm, validate } from "./validation.ts";

describe("an e-mail address's normal form", () => {
  it("is today's form (trimmed, lower case) for an ordinary address, so existing reservations stay valid", () => {
    for (const email of [
      "admin@demo.zivakniznica.sk",
      " Jana.Novakova@Example.SK ",
      "x_y+tag@my_host.co.uk",
      "A@B.C",
    ]) {
      expect(emailNormalForm(email), email).toBe(email.trim().toLowerCase());
    }
  });

  it("leaves out the trailing dots of a fully qualified domain", () => {
    expect(emailNormalForm("admin@demo.zivakniznica.sk.")).toBe("admin@demo.zivakniznica.sk");
    expect(emailNormalForm("Admin@Demo.Zivakniznica.SK..")).toBe("admin@demo.zivakniznica.sk");
  });

  it("composes Unicode (NFC), in the local part and the domain", () => {
    expect(emailNormalForm("ja\u0301na@s\u030Ckola.sk")).toBe("j\u00e1na@\u0161kola.sk");
  });

  it("writes an international domain in Unicode, whether it came as xn-- or not", () => {
    expect(emailNormalForm("jana@xn--kola-f6a.sk")).toBe("jana@škola.sk");
    expect(emailNormalForm("JANA@XN--KOLA-F6A.SK.")).toBe("jana@škola.sk");
    expect(emailNormalForm("jana@ŠKOLA.sk")).toBe("jana@škola.sk");
    expect(emailNormalForm("hans@xn--mnchen-3ya.de")).toBe("hans@münchen.de");
  });

  it("has none when the domain is no domain name (bad punycode, forbidden characters, a bare IP number)", () => {
    for (const email of [
      "jana@xn--zz.sk",
      "jana@xn--kola-z7a.sk",
      "jana@skola%.sk",
      "jana@10.0.0.1",
      "jana@x.0x7f",
      "jana@.",
      "jana",
    ]) {
      expect(emailNormalForm(email), email).toBeUndefined();
    }
  });

  it("makes such an address EMAIL_INVALID, and keeps the value as typed (trimmed) otherwise", () => {
    expect(() => validate(Email, "jana@xn--zz.sk")).toThrow(
      expect.objectContaining({ issues: [{ field: "", code: "EMAIL_INVALID" }] }),
    );
    expect(validate(Email, " Jana@Škola.sk. ")).toBe("Jana@Škola.sk.");
  });
});
