import * as z from "zod/mini";

/**
 * What the signed-in client knows about itself (SPEC §3 User, Auth state). Apart from the
 * record schemas, as every page parses it at load and needs none of them.
 */
export const UserSchema = z.object({
  name: z.string(),
  avatar: z.optional(z.nullable(z.string())),
  airtableID: z.string(),
  website_settings: z._default(z.array(z.string()), []),
  clients: z._default(z.array(z.string()), []),
});
export type User = z.infer<typeof UserSchema>;
