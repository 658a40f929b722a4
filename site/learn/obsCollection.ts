/** An OBS scene collection (the JSON OBS imports) of browser sources for a broadcast and a client. */
export interface SceneSpec {
  scene: string;
  sources: { name: string; path: string }[];
}

export const OBSERVER_SCENES = (broadcastKey: string, clientKey: string): SceneSpec[] => [
  {
    scene: "Game",
    sources: [
      { name: "Game Capture", path: "" },
      { name: "Ingame Overlay", path: `/broadcast/${broadcastKey}/ingame` },
      { name: "Tally", path: `/client/${clientKey}/tally-dot` },
    ],
  },
  { scene: "Game (clean)", sources: [{ name: "Game Capture", path: "" }] },
  {
    scene: "Break",
    sources: [
      { name: "Break Overlay", path: `/broadcast/${broadcastKey}/break` },
      { name: "Music", path: `/client/${clientKey}/music` },
    ],
  },
  { scene: "Versus", sources: [{ name: "Versus Overlay", path: `/broadcast/${broadcastKey}/versus` }] },
  { scene: "Winners", sources: [{ name: "Winners Overlay", path: `/broadcast/${broadcastKey}/winners` }] },
  { scene: "Desk", sources: [{ name: "Desk Overlay", path: `/broadcast/${broadcastKey}/desk` }] },
  { scene: "Stinger", sources: [{ name: "Stinger", path: `/client/${clientKey}/stinger` }] },
];

const SAFE_KEY = /^[a-z0-9_-]{1,64}$/i;

export function sceneCollection(origin: string, broadcastKey: string, clientKey: string, name = `Broadcast ${broadcastKey}`) {
  if (!SAFE_KEY.test(broadcastKey) || !SAFE_KEY.test(clientKey)) throw new Error("[ObsCollection] keys are letters, digits, - and _");
  const scenes = OBSERVER_SCENES(broadcastKey.toLowerCase(), clientKey.toLowerCase());
  const inputs = new Map<string, object>();
  for (const { sources } of scenes) {
    for (const s of sources) {
      if (inputs.has(s.name)) continue;
      inputs.set(
        s.name,
        s.path
          ? {
              id: "browser_source",
              versioned_id: "browser_source",
              name: s.name,
              settings: {
                url: `${origin}${s.path}`,
                width: 1920,
                height: 1080,
                fps: 60,
                restart_when_active: true,
                shutdown: false,
                reroute_audio: s.name === "Music",
              },
              muted: s.name !== "Music",
            }
          : { id: "game_capture", versioned_id: "game_capture", name: s.name, settings: { capture_mode: "any_fullscreen" } },
      );
    }
  }
  const sceneSources = scenes.map(({ scene, sources }) => ({
    id: "scene",
    versioned_id: "scene",
    name: scene,
    settings: {
      items: sources.map((s, i) => ({
        name: s.name,
        id: i + 1,
        visible: true,
        locked: false,
        pos: { x: 0, y: 0 },
        scale: { x: 1, y: 1 },
        bounds_type: 2,
        bounds: { x: 1920, y: 1080 },
      })),
      id_counter: sources.length,
    },
  }));
  return {
    name,
    current_scene: scenes[0].scene,
    current_program_scene: scenes[0].scene,
    scene_order: scenes.map((s) => ({ name: s.scene })),
    sources: [...inputs.values(), ...sceneSources],
    groups: [],
    transitions: [],
    modules: {},
  };
}
