import { useEffect, useState } from "react";
import { isSiteStaff } from "../../domain/permissions.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import { fetchSignInProviders } from "../../live/auth.ts";

/**
 * Link a Discord account to the signed-in player (SPEC §2.4): for the first organiser, whom
 * /setup made with no account, so they can sign in with Discord from then on. Only site staff
 * may change a player's Discord account (the server checks it too); others ask an organiser.
 */
export function DiscordLink({ player }: { player: Pick<PlayerRecord, "discord_id" | "website_settings"> }) {
  const [discord, setDiscord] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void fetchSignInProviders().then((providers) => current && setDiscord(providers?.discord ?? false));
    return () => {
      current = false;
    };
  }, []);
  if (player.discord_id || !isSiteStaff(player) || discord === null) return null;
  return (
    <section className="stack" data-testid="discord-link">
      <h2>Discord</h2>
      {discord ? (
        <p>
          Your account has no Discord account yet, so you sign in with a token.{" "}
          <a className="button" href="/auth/discord/redirect?link=1&next=%2Fprofile" data-testid="discord-link-button">
            Link your Discord account
          </a>{" "}
          to sign in with Discord from now on.
        </p>
      ) : (
        <p className="muted">
          Your account has no Discord account. Once the server has Discord sign-in set up (DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET),
          link yours here to sign in with it.
        </p>
      )}
    </section>
  );
}
