// The stand-in's protocol edges, seen by a raw obs-websocket client: what a real OBS does with a
// client that skips or fails the handshake.
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { ObsStandIn } from "./ObsStandIn.ts";

type Message = { op: number; d: Record<string, any> };

/** A raw client: its messages in arrival order, and how the server closed it. */
async function rawClient(obs: ObsStandIn) {
  const socket = new WebSocket(obs.url, "obswebsocket.json");
  const inbox: Message[] = [];
  const waiting: ((m: Message) => void)[] = [];
  socket.on("message", (raw) => {
    const message = JSON.parse(raw.toString()) as Message;
    const next = waiting.shift();
    if (next) next(message);
    else inbox.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  return {
    socket,
    closed,
    protocol: socket.protocol,
    next: () => new Promise<Message>((resolve) => (inbox.length ? resolve(inbox.shift()!) : waiting.push(resolve))),
    send: (op: number, d: object) => socket.send(JSON.stringify({ op, d })),
  };
}

const sha = (text: string) => createHash("sha256").update(text).digest("base64");
const answer = (password: string, { salt, challenge }: { salt: string; challenge: string }) => sha(sha(password + salt) + challenge);

let obs: ObsStandIn;
afterEach(async () => {
  await obs.close();
});

describe("ObsStandIn", () => {
  it("greets with Hello and an auth challenge, and answers an Identify with the right hash", async () => {
    obs = await ObsStandIn.start({ password: "secret" });
    const client = await rawClient(obs);
    expect(client.protocol).toBe("obswebsocket.json");
    const hello = await client.next();
    expect(hello).toMatchObject({ op: 0, d: { obsWebSocketVersion: "5.5.0", rpcVersion: 1 } });
    client.send(1, { rpcVersion: 1, authentication: answer("secret", hello.d.authentication) });
    expect(await client.next()).toEqual({ op: 2, d: { negotiatedRpcVersion: 1 } });
    await obs.waitForConnections(1);
  });

  it("closes a client that sends a request before identifying with 4007", async () => {
    obs = await ObsStandIn.start();
    const client = await rawClient(obs);
    expect((await client.next()).d.authentication).toBeUndefined();
    client.send(6, { requestType: "GetVersion", requestId: "1" });
    expect((await client.closed).code).toBe(4007);
    expect(obs.connections).toBe(0);
  });

  it("closes a client with a wrong or missing password with 4009 Authentication failed.", async () => {
    obs = await ObsStandIn.start({ password: "secret" });
    for (const authentication of ["not-the-hash", undefined]) {
      const client = await rawClient(obs);
      await client.next();
      client.send(1, { rpcVersion: 1, authentication });
      expect(await client.closed).toEqual({ code: 4009, reason: "Authentication failed." });
    }
    expect(obs.attempts).toBe(2);
  });

  it("lists scenes bottom first, fails an unknown request with 204 and a preview outside studio mode with 506", async () => {
    obs = await ObsStandIn.start({ scenes: ["Desk", "Game", "Break"], programScene: "Game", previewScene: null });
    const client = await rawClient(obs);
    await client.next();
    client.send(1, { rpcVersion: 1 });
    await client.next();
    client.send(6, { requestType: "GetSceneList", requestId: "a" });
    expect((await client.next()).d).toMatchObject({
      requestId: "a",
      requestStatus: { result: true, code: 100 },
      responseData: {
        currentProgramSceneName: "Game",
        currentPreviewSceneName: null,
        scenes: [
          { sceneName: "Break", sceneIndex: 0 },
          { sceneName: "Game", sceneIndex: 1 },
          { sceneName: "Desk", sceneIndex: 2 },
        ],
      },
    });
    client.send(6, { requestType: "MakeCoffee", requestId: "b" });
    expect((await client.next()).d.requestStatus).toMatchObject({ result: false, code: 204 });
    client.send(6, { requestType: "GetCurrentPreviewScene", requestId: "c" });
    expect((await client.next()).d.requestStatus).toMatchObject({ result: false, code: 506 });
    expect(obs.requests.map((r) => r.requestType)).toEqual(["GetSceneList", "MakeCoffee", "GetCurrentPreviewScene"]);
  });

  it("answers GetProfileParameter for the stream delay from its state, with nulls for an unknown parameter, as OBS does", async () => {
    obs = await ObsStandIn.start({ streamDelayEnabled: true, streamDelaySeconds: 30 });
    const client = await rawClient(obs);
    await client.next();
    client.send(1, { rpcVersion: 1 });
    await client.next();
    const ask = async (requestData: object) => {
      client.send(6, { requestType: "GetProfileParameter", requestId: "p", requestData });
      return (await client.next()).d;
    };
    expect(await ask({ parameterCategory: "Output", parameterName: "DelayEnable" })).toMatchObject({
      requestStatus: { result: true, code: 100 },
      responseData: { parameterValue: "true", defaultParameterValue: "false" },
    });
    expect((await ask({ parameterCategory: "Output", parameterName: "DelaySec" })).responseData).toEqual({
      parameterValue: "30",
      defaultParameterValue: "20",
    });
    expect((await ask({ parameterCategory: "Output", parameterName: "NoSuchSetting" })).responseData).toEqual({
      parameterValue: null,
      defaultParameterValue: null,
    });
    expect((await ask({ parameterCategory: "Output" })).requestStatus).toEqual({
      result: false,
      code: 300,
      comment: "Your request is missing the `parameterName` field.",
    });
    expect((await ask({ parameterCategory: 1, parameterName: "DelaySec" })).requestStatus).toMatchObject({ result: false, code: 401 });
  });

  it("answers OBS's defaults for the stream delay, and refuses the request types it is told it lacks with 204", async () => {
    obs = await ObsStandIn.start({ unknownRequests: ["GetVersion"] });
    const client = await rawClient(obs);
    await client.next();
    client.send(1, { rpcVersion: 1 });
    await client.next();
    client.send(6, {
      requestType: "GetProfileParameter",
      requestId: "a",
      requestData: { parameterCategory: "Output", parameterName: "DelayEnable" },
    });
    expect((await client.next()).d.responseData).toEqual({ parameterValue: "false", defaultParameterValue: "false" });
    client.send(6, { requestType: "GetVersion", requestId: "b" });
    const refused = (await client.next()).d;
    expect(refused).toMatchObject({ requestId: "b", requestStatus: { result: false, code: 204 } });
    expect(refused.responseData).toBeUndefined();
  });

  it("sends scene and stream events to identified clients subscribed to them", async () => {
    obs = await ObsStandIn.start({ scenes: ["Desk", "Game"], programScene: "Desk", previewScene: "Game" });
    const client = await rawClient(obs);
    await client.next();
    client.send(1, { rpcVersion: 1, eventSubscriptions: 1 << 2 }); // Scenes only
    await client.next();
    obs.startStream(); // an Outputs event: not for this client
    obs.setProgramScene("Game");
    expect(await client.next()).toEqual({
      op: 5,
      d: { eventType: "CurrentProgramSceneChanged", eventIntent: 4, eventData: { sceneName: "Game" } },
    });
    expect(obs.streaming).toBe(true);
  });
});
