// The overlay page's entry. First, the count of animation-frame callbacks starts before Pixi or
// GSAP can ask for one; then zod is told to compile no code (the page's Content-Security-Policy
// has no 'unsafe-eval'), before any module builds a schema. Everything else is its own chunk,
// loaded after: a chunk imported here statically would run first, and build schemas before that.
import "./pageFrameCallbacks.ts";
import "../live/noEval.ts";

void import("./page.tsx");
