// A renderer of our own that follows EBU OGraf v1 ("Requirements for a Renderer"), served by
// the tests from an origin other than the graphics': it reads a manifest, imports its `main`
// relative to the manifest's address, registers the default export as a custom element,
// adds it to a 1920x1080 stage, calls `load()` and waits for it, then calls whatever the test
// asks; `remove()` takes the element out and calls `dispose()`. Every answer is returned
// as the graphic gave it, for the test to check.

/** Tag names by module address: a class may be registered once. */
const tags = new Map();
let graphic = null;

/** Default data from a manifest's schema, as a playout tool's form starts (GDD: each property's `default`). */
function defaults(schema) {
  const data = {};
  for (const [key, property] of Object.entries(schema?.properties ?? {})) if ("default" in property) data[key] = property.default;
  return data;
}

window.ograf = {
  defaults,
  /** Load a graphic: its manifest, its module, its element; answers load()'s answer and the manifest. */
  async add(manifestUrl, { renderType = "realtime", data } = {}) {
    if (graphic) await window.ograf.remove();
    const manifest = await (await fetch(manifestUrl)).json();
    const main = new URL(manifest.main, manifestUrl).href;
    let tag = tags.get(main);
    if (!tag) {
      const module = await import(main);
      if (typeof module.default !== "function" || !(module.default.prototype instanceof HTMLElement))
        throw new Error(`${main}: the default export is not an HTMLElement class`);
      tag = `ograf-graphic-${tags.size + 1}`;
      customElements.define(tag, module.default);
      tags.set(main, tag);
    }
    graphic = document.createElement(tag);
    document.getElementById("stage").appendChild(graphic);
    const answer = await graphic.load({
      data: data ?? defaults(manifest.schema),
      renderType,
      renderCharacteristics: { resolution: { width: 1920, height: 1080 }, frameRate: 50, accessToPublicInternet: false },
    });
    return { answer: answer ?? { statusCode: 200 }, manifest };
  },
  /** Call a method of the graphic: playAction, stopAction, updateAction, customAction, goToTime, setActionsSchedule. */
  async call(method, params) {
    const answer = await graphic[method](params);
    return answer ?? { statusCode: 200 };
  },
  /** Start a call without waiting for it (an action arriving while another plays). */
  start(method, params) {
    window.ograf.pending = graphic[method](params);
  },
  async settle() {
    return (await window.ograf.pending) ?? { statusCode: 200 };
  },
  async remove() {
    const g = graphic;
    graphic = null;
    g.remove();
    return (await g.dispose({})) ?? { statusCode: 200 };
  },
};
document.body.dataset.ready = "true";
