/** The learn hub's guides (SPEC §2.5): each page is headed sections of paragraphs, lists and tips. */
export type Block = string | { list: string[] } | { steps: string[] } | { tip: string };
export interface GuidePage {
  slug: string;
  title: string;
  sections: { heading: string; blocks: Block[] }[];
}
export interface Guide {
  slug: string;
  title: string;
  summary: string;
  status?: string;
  pages: GuidePage[];
}

export const GUIDES: Guide[] = [
  {
    slug: "observing-tech",
    title: "Observer Tech Guide",
    summary: "Set up a PC to observe matches: audio routing, OBS, scenes and the in-game spectator settings.",
    pages: [
      {
        slug: "intro",
        title: "Introduction",
        sections: [
          {
            heading: "What an observer does",
            blocks: [
              "The observer is the broadcast's camera operator. You sit in the match lobby as a spectator and choose what the audience sees: which player's view, when to switch to a free camera for a team fight, and when to show the map overview.",
              "Your PC sends its game capture to the producer, who mixes it with the overlays, the casters and the replays. This guide gets that PC ready.",
            ],
          },
          {
            heading: "What you need",
            blocks: [
              {
                list: [
                  "A PC that holds a steady 60 fps at 1080p while running OBS (a recent 6-core CPU and a mid-range GPU are plenty).",
                  "A wired network connection: at least 10 Mbps upload if you send video to the producer.",
                  "OBS Studio 30 or newer.",
                  "A virtual audio cable, so game sound and voice chat stay apart (next page).",
                  "A spectator account invited to the lobby by the event's lobby admin.",
                ],
              },
              {
                tip: "Do a full test with the producer at least a day before your first match. Most problems are audio routing, and they are quick to fix when nobody is waiting.",
              },
            ],
          },
        ],
      },
      {
        slug: "virtual-cable",
        title: "Virtual audio cable",
        sections: [
          {
            heading: "Why separate audio",
            blocks: [
              "The producer needs the game's sound effects without your voice chat, your music or your system notifications. A virtual audio cable is a fake sound card: the game plays into it, OBS captures it, and nothing else is mixed in.",
            ],
          },
          {
            heading: "Setting it up on Windows",
            blocks: [
              {
                steps: [
                  "Install a virtual audio cable driver (VB-Audio Virtual Cable is free) and restart.",
                  "Open Windows Settings → System → Sound → Volume mixer (App volume and device preferences).",
                  "Set the game's Output to 'CABLE Input'. Leave everything else on your normal speakers or headset.",
                  "In OBS, add an Audio Input Capture source on 'CABLE Output'. This is the game audio the producer gets.",
                  "To still hear the game yourself, open the recording device 'CABLE Output' → Properties → Listen, tick 'Listen to this device' and choose your headset.",
                ],
              },
              {
                tip: "If the game has no sound in OBS, start the game after setting its output: many games pick their audio device only at launch.",
              },
            ],
          },
        ],
      },
      {
        slug: "obs-setup",
        title: "OBS setup",
        sections: [
          {
            heading: "Video settings",
            blocks: [
              {
                list: [
                  "Base and output resolution: 1920×1080.",
                  "Frame rate: 60.",
                  "Encoder: your GPU's hardware encoder (NVENC, AMF or QuickSync) so the game keeps its frame rate.",
                  "Rate control CBR, 6000–8000 kbps for a send to the producer; keyframe interval 1 s for low latency.",
                ],
              },
            ],
          },
          {
            heading: "Sending your feed",
            blocks: [
              "Producers usually take your feed with SRT or a WebRTC link. Paste the server address they give you into Settings → Stream (Custom service) and keep the stream key private: anyone with it can replace your feed.",
              {
                steps: [
                  "Settings → Stream: Service 'Custom…', Server from the producer, Stream key from the producer.",
                  "Settings → Advanced: set Process Priority to 'Above normal'.",
                  "Start streaming and ask the producer to confirm they see and hear you.",
                ],
              },
              {
                tip: "Enable the OBS websocket server (Tools → WebSocket Server Settings) with a password if the producer's dashboard controls your scenes. The site's tally lights use it too.",
              },
            ],
          },
        ],
      },
      {
        slug: "obs-scenes",
        title: "OBS scenes",
        sections: [
          {
            heading: "Scenes an observer needs",
            blocks: [
              {
                list: [
                  "Game — the game capture full screen with the in-game overlay on top.",
                  "Game (clean) — the game capture alone, for replays and highlights.",
                  "Starting soon / break — the break overlay, so the producer can fall back to your PC if theirs fails.",
                  "Tally — a small browser source showing whether you are on air.",
                ],
              },
              "Each overlay is a browser source pointing at this site: /broadcast/{broadcast key}/{overlay} for a broadcast, or /client/{your client key}/{overlay} for overlays that follow whichever broadcast your client is assigned to.",
            ],
          },
          {
            heading: "Generate them",
            blocks: [
              "The OBS scene collection tool builds all of these for your broadcast and client as a file you import with Scene Collection → Import. Browser sources are 1920×1080, refresh when the scene becomes active, and are muted unless they carry sound.",
              {
                tip: "After importing, right-click the game capture and pick your game window: capture targets cannot be carried between PCs.",
              },
            ],
          },
        ],
      },
      {
        slug: "overwatch-settings",
        title: "Hero-shooter spectator settings",
        sections: [
          {
            heading: "In-game settings",
            blocks: [
              {
                list: [
                  "Display mode Borderless windowed, so OBS game capture is reliable.",
                  "Frame rate capped at 60 (or your display's rate) to leave headroom for encoding.",
                  "Field of view 103 for player cameras; 90 for free camera shots.",
                  "Spectator: show team colours, hide the chat, hide player names when the overlay shows its own.",
                ],
              },
            ],
          },
          {
            heading: "Observing habits",
            blocks: [
              {
                list: [
                  "Follow the fight, not the kill feed: switch to the player about to engage, not the one who just died.",
                  "Hold a shot for at least two seconds; quick cuts are hard to follow.",
                  "Use the overview camera between fights so viewers see positions.",
                  "Tell the producer before you switch to a free camera for a replay.",
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "overwatch-settings",
    title: "Hero-shooter Settings Guide",
    summary: "Every settings menu of the hero shooter, with the values competitive players use and why.",
    pages: [
      {
        slug: "intro",
        title: "Introduction",
        sections: [
          {
            heading: "How to use this guide",
            blocks: [
              "Settings do not make you better, but bad ones hold you back: input delay, an unreadable screen or sound you cannot locate all cost fights. Each page covers one menu; the settings switcher tool turns the recommendations into a checklist for your profile.",
              { tip: "Change one thing at a time and play a few games before judging it." },
            ],
          },
        ],
      },
      {
        slug: "tool",
        title: "The settings switcher",
        sections: [
          {
            heading: "Profiles",
            blocks: [
              "The settings switcher lists the values for a competitive, a streaming and an observer profile. Pick one, tick the values off as you set them, and download the list to keep with your notes.",
              "Open it under Tools → Settings switcher on the learn page.",
            ],
          },
        ],
      },
      {
        slug: "video",
        title: "Video",
        sections: [
          {
            heading: "Recommended",
            blocks: [
              {
                list: [
                  "Display mode: Fullscreen (lowest input delay).",
                  "Frame rate limit: your monitor's refresh rate plus a little, or Custom.",
                  "Reduce buffering: On.",
                  "NVIDIA Reflex / low-latency mode: Enabled + Boost.",
                  "Render scale: 100%; lower quality presets before lowering render scale.",
                  "Field of view: 103.",
                ],
              },
              "High frame rates matter more than detail: keep the game above your refresh rate in big team fights, not just in an empty spawn.",
            ],
          },
        ],
      },
      {
        slug: "sound",
        title: "Sound",
        sections: [
          {
            heading: "Recommended",
            blocks: [
              {
                list: [
                  "Dolby Atmos for headphones (or Windows Sonic) for better direction of footsteps.",
                  "Music volume 0 in competitive play.",
                  "Voice chat: push to talk, with ducking off so callouts do not cut game sound.",
                ],
              },
              "Footstep audio tells you where flankers come from; lowering music makes it easier to hear without raising the overall volume.",
            ],
          },
        ],
      },
      {
        slug: "controls",
        title: "Controls",
        sections: [
          {
            heading: "Mouse and keys",
            blocks: [
              {
                list: [
                  "Mouse DPI 800 or 1600; set the in-game sensitivity so a 180° turn takes about a forearm's swipe.",
                  "Use per-hero sensitivity for scoped heroes instead of changing the general value.",
                  "Bind abilities to keys you can press while moving: Shift, E, Q, mouse side buttons.",
                  "Enable 'High precision mouse input'.",
                ],
              },
              { tip: "Write your sensitivity down: a settings reset or a new PC otherwise costs weeks of feel." },
            ],
          },
        ],
      },
      {
        slug: "gameplay",
        title: "Gameplay",
        sections: [
          {
            heading: "Recommended",
            blocks: [
              {
                list: [
                  "Kill feed and hero info on; waypoints for your team's ultimates on.",
                  "Enemy health bars: always.",
                  "Reticle: a small, bright colour with an outline, so it stays visible on every map.",
                  "Team and enemy colours: pick colours that differ for your colour vision; the accessibility page covers filters.",
                ],
              },
            ],
          },
        ],
      },
      {
        slug: "social",
        title: "Social",
        sections: [
          {
            heading: "Recommended",
            blocks: [
              {
                list: [
                  "Streamer mode on when you broadcast: it hides your battletag and those of others.",
                  "Group privacy as you like; for tournaments, accept invites from friends only to avoid wrong-lobby mistakes.",
                  "Text chat: show team chat only during matches.",
                ],
              },
            ],
          },
        ],
      },
      {
        slug: "a11y",
        title: "Accessibility",
        sections: [
          {
            heading: "Options",
            blocks: [
              {
                list: [
                  "Colour-vision filters (Protanopia, Deuteranopia, Tritanopia) with adjustable strength.",
                  "Subtitles for voice lines and ally callouts.",
                  "Reduce camera shake and flashing effects.",
                  "Reticle and enemy outline colours can replace red if it is hard to see.",
                ],
              },
              "Accessibility settings are not a disadvantage: many professional players use reduced camera shake.",
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "companion-module",
    title: "Companion Module guide",
    summary: "Drive the broadcast from a Stream Deck with the companion module.",
    status: "Coming soon",
    pages: [
      {
        slug: "intro",
        title: "Introduction",
        sections: [
          {
            heading: "Coming soon",
            blocks: [
              "The companion module will let a Stream Deck run the broadcast: scores, break displays, stingers and titles on physical buttons. It talks to the same actions as the dashboard, signed in with your token (user menu → Token).",
              "Until it is released, the dashboard and the overlay routes cover everything it will do.",
            ],
          },
        ],
      },
    ],
  },
];

export function findGuide(slug: string | undefined): Guide | undefined {
  return GUIDES.find((g) => g.slug === slug);
}
