import { parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { hashPassword, passwordMatches } from "./passwords.ts";
import { resetPasswordMail } from "./reset-mail.ts";
import { isSecretShaped, newSecret, sha256 } from "./sessions.ts";

describe("password hashes", () => {
  it("are argon2id with a salt of their own, and verify only the right password", async () => {
    const [a, b] = [await hashPassword("Tajne123heslo"), await hashPassword("Tajne123heslo")];
    expect(a).toMatch(/^\$argon2id\$v=19\$/);
    expect(parseOptions(a)).toMatchObject({ memoryCost: 19456, timeCost: 2 });
    expect(a).not.toBe(b);
    expect(await passwordMatches(a, "Tajne123heslo")).toBe(true);
    expect(await passwordMatches(a, "tajne123heslo")).toBe(false);
  });

  it("never match when there is no hash (unknown user) or a damaged one", async () => {
    expect(await passwordMatches(undefined, "Tajne123heslo")).toBe(false);
    expect(await passwordMatches("not a hash", "Tajne123heslo")).toBe(false);
  });

  it("take about as long for an unknown user as for a wrong password", async () => {
    const real = await hashPassword("Tajne123heslo");
    const median = async (check: () => Promise<boolean>) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        await check();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    await passwordMatches(undefined, "warm-up"); // the dummy hash is made once, on first use
    const [unknownUser, wrongPassword] = [
      await median(() => passwordMatches(undefined, "Zle123heslo")),
      await median(() => passwordMatches(real, "Zle123heslo")),
    ];
    // without the dummy verification an unknown user would answer in microseconds
    expect(unknownUser).toBeGreaterThan(wrongPassword / 3);
  });
});

describe("secrets for tokens and reset links", () => {
  it("are 32 random bytes in base64url, and only their sha256 is kept", () => {
    const secrets = new Set(Array.from({ length: 100 }, newSecret));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) expect(isSecretShaped(secret)).toBe(true);
    expect(isSecretShaped("short")).toBe(false);
    expect(isSecretShaped(`${newSecret().slice(0, 42)}=`)).toBe(false);
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("the reset mail", () => {
  const link = "https://zivakniznica.sk/sk/obnova-hesla/abc";
  it("carries the link, how long it is valid, and the greeting in the request's language", () => {
    const sk = resetPasswordMail("sk", { to: "jana@example.sk", fullname: "Jana", link, validHours: 2 });
    expect(sk).toMatchObject({ to: "jana@example.sk", subject: "Obnova hesla do Živej knižnice" });
    expect(sk.text).toContain(`\n${link}\n`);
    expect(sk.text).toContain("Dobrý deň, Jana,");
    expect(sk.text).toContain("platí 2 hodiny");
    const en = resetPasswordMail("en", { to: "jana@example.sk", fullname: "Jana", link, validHours: 2 });
    expect(en.subject).toBe("Reset your Living Library password");
    expect(en.text).toContain("valid for 2 hours");
    expect(resetPasswordMail("es", { to: "j@x.sk", fullname: "Jana", link, validHours: 2 }).text).toContain(
      "Hola, Jana:",
    );
    expect(resetPasswordMail("cz", { to: "j@x.sk", fullname: "Jana", link, validHours: 2 }).subject).toBe(
      "Obnova hesla do Živé knihovny",
    );
  });
});
