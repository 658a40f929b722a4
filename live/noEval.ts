import { z } from "zod";

// The pages' Content-Security-Policy has no 'unsafe-eval': zod parses without compiling code.
// Imported first by each page's entry, before anything parses.
z.config({ jitless: true });
