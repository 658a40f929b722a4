import type { gsap } from "gsap";
import { Container } from "pixi.js";
import { ingameView, isObserverClient } from "../../domain/observerClient.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData, SceneContext } from "../../engine/types.ts";
import { SyncerScene } from "../syncer/SyncerScene.ts";
import type { IngameOptions } from "./layout.ts";
import { ingameRoute } from "./options.ts";
import { IngameScene } from "./IngameScene.ts";

/**
 * The ingame as its client sees it (domain/observerClient.ts): an observer client's follows the
 * broadcast's observer settings, drawn, basic or not at all, with the syncer's panel while Show
 * syncer is on; any other client's, and a broadcast route's, is the ingame its URL asks for.
 */
class ClientIngame extends Scene<IngameOptions> {
  /** The route's options as the observer settings make them: the ingame reads `basic` from here. */
  private readonly options: IngameOptions;
  private readonly ingame: IngameScene;
  /** Holds the ingame's root, whose own visibility the ingame sets (hidden without a live match). */
  private readonly board = new Container();
  /** Made the first time Show syncer is on. */
  private syncer: SyncerScene | null = null;
  private syncerShown = false;

  constructor(ctx: SceneContext<IngameOptions>) {
    super(ctx);
    this.options = { ...ctx.options };
    this.ingame = new IngameScene({ ...ctx, options: this.options });
    this.board.addChild(this.ingame.root);
    this.root.addChild(this.board);
  }

  protected draw(data: OverlayData): void {
    const observer = isObserverClient(data.client, data.match?.record, (id) => data.get(id, "Player Relationships"));
    const view = ingameView(observer, data.broadcast.observer_settings, this.ctx.options.basic);
    this.options.basic = view.basic;
    this.board.visible = view.ingame;
    this.ingame.update(data);
    this.syncerShown = view.syncer;
    if (view.syncer) {
      this.syncer ??= this.makeSyncer();
      this.syncer.update(data);
    }
    if (this.syncer) this.syncer.root.visible = view.syncer;
  }

  private makeSyncer(): SyncerScene {
    // Its clock ticks only while it shows: a hidden panel asks for no frames.
    const syncer = new SyncerScene({ ...this.ctx, options: {}, every: (ms, fn) => this.ctx.every(ms, () => this.syncerShown && fn()) });
    this.root.addChild(syncer.root);
    return syncer;
  }

  override in(): gsap.core.Timeline {
    return this.ingame.in();
  }

  override destroy(): void {
    this.syncer?.destroy();
    this.ingame.destroy();
    super.destroy();
  }
}

export const ingame = defineScene(ingameRoute, {
  // Who holds which role on the live match: an observer client's ingame follows the observer settings.
  needs: (_options, { broadcast, get }) => get(broadcast.live_match?.[0], "Matches")?.player_relationships ?? [],
  create: (ctx) => new ClientIngame(ctx),
});
