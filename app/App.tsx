import type { ReactNode } from "react";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { crewPath } from "../domain/crewRoutes.ts";
import { Protected } from "../site/auth/Protected.tsx";
import { lazyWithRetry } from "../ui/components/lazyWithRetry.ts";
import { PageSlot } from "../ui/components/PageErrorBoundary.tsx";
import { Layout } from "../site/app/Layout.tsx";
import { useSite } from "../site/app/SiteContext.tsx";

// Every page is its own chunk: the home page never downloads the learn hub, tools or control code.
const Minisite = lazyWithRetry(() => import("./Minisite.tsx").then((m) => ({ default: m.Minisite })));
const Home = lazyWithRetry(() => import("../site/pages/Home.tsx"));
const Events = lazyWithRetry(() => import("../site/pages/Events.tsx"));
const Teams = lazyWithRetry(() => import("../site/pages/Teams.tsx"));
const Players = lazyWithRetry(() => import("../site/pages/Players.tsx"));
const NotFound = lazyWithRetry(() => import("../site/pages/NotFound.tsx"));
const TeamPage = lazyWithRetry(() => import("../site/pages/TeamPage.tsx"));
const PlayerPage = lazyWithRetry(() => import("../site/pages/PlayerPage.tsx"));
const MatchPage = lazyWithRetry(() => import("../site/pages/MatchPage.tsx"));
const DetailedMatch = lazyWithRetry(() => import("../site/pages/DetailedMatch.tsx"));
const NewsPage = lazyWithRetry(() => import("../site/pages/NewsPage.tsx"));
const MePage = lazyWithRetry(() => import("../site/pages/MePage.tsx"));
const CamsPage = lazyWithRetry(() => import("../site/pages/CamsPage.tsx"));
const ThemeCreator = lazyWithRetry(() => import("../site/pages/ThemeCreator.tsx"));
const Dashboard = lazyWithRetry(() => import("../control/dashboard/DashboardPage.tsx"));
const EventPage = lazyWithRetry(() => import("../site/event/EventPage.tsx"));
const Login = lazyWithRetry(() => import("../site/auth/LoginPage.tsx"));
const DiscordReturn = lazyWithRetry(() => import("../site/auth/DiscordReturn.tsx"));
const Reset = lazyWithRetry(() => import("../site/auth/ResetPage.tsx"));
const Setup = lazyWithRetry(() => import("../site/auth/SetupPage.tsx"));
const Profile = lazyWithRetry(() => import("../site/auth/ProfilePage.tsx"));
const Learn = lazyWithRetry(() => import("../site/learn/LearnHome.tsx"));
const Guide = lazyWithRetry(() => import("../site/learn/GuidePage.tsx"));
const BroadcastRoutes = lazyWithRetry(() => import("../site/learn/BroadcastRoutes.tsx"));
const StandingsReference = lazyWithRetry(() => import("../site/learn/StandingsReference.tsx"));
const WebhooksReference = lazyWithRetry(() => import("../site/learn/WebhooksReference.tsx"));
const OgrafGraphics = lazyWithRetry(() => import("../site/learn/OgrafGraphics.tsx"));
const ObsScenes = lazyWithRetry(() => import("../site/learn/ObsSceneCollections.tsx"));
const SettingsSwitcher = lazyWithRetry(() => import("../site/learn/SettingsSwitcher.tsx"));
const TwitchAuth = lazyWithRetry(() => import("../site/learn/TwitchAuthTool.tsx"));
const BracketCreator = lazyWithRetry(() => import("../control/bracket-creator/BracketCreatorPage.tsx"));
const CrewPage = lazyWithRetry(() => import("../control/crew/CrewPage.tsx"));
const Organiser = lazyWithRetry(() => import("../control/organiser/OrganiserPage.tsx"));

const protect = (page: ReactNode) => <Protected>{page}</Protected>;

function RedirectSub({ to }: { to: string }) {
  const { id } = useParams();
  return <Navigate to={`/event/${id}/${to}`} replace />;
}

/** The main site's routes (SPEC §2.5); a minisite falls back to these. */
export function defaultRoutes() {
  return (
    <>
      <Route path="/" element={<Home />} />
      <Route path="/events" element={<Events />} />
      <Route path="/teams" element={<Teams />} />
      <Route path="/players" element={<Players />} />
      <Route path="/team/:id/*" element={<TeamPage />} />
      <Route path="/event/:id/matches" element={<RedirectSub to="schedule" />} />
      <Route path="/event/:id/stream" element={<RedirectSub to="streams" />} />
      <Route path="/event/:id/stream-details" element={<RedirectSub to="streams" />} />
      <Route path="/event/:id/*" element={<EventPage />} />
      <Route path="/player/:id/*" element={<PlayerPage />} />
      <Route path="/match/:id/*" element={<MatchPage />} />
      <Route path="/detailed/:id" element={<DetailedMatch />} />
      <Route path="/news/:slug" element={<NewsPage />} />
      <Route path="/me/*" element={protect(<MePage />)} />
      <Route path="/cams" element={<CamsPage />} />
      <Route path="/theme-creator" element={<ThemeCreator />} />
      <Route path="/login" element={<Login />} />
      <Route path="/auth/discord/return" element={<DiscordReturn />} />
      <Route path="/reset" element={<Reset />} />
      <Route path="/setup" element={<Setup />} />
      <Route path="/profile" element={protect(<Profile />)} />
      <Route path="/dashboard" element={protect(<Dashboard />)} />
      <Route path="/organiser/*" element={protect(<Organiser />)} />
      <Route path="/learn" element={<Learn />} />
      <Route path="/learn/guides/:guide/:page?" element={<Guide />} />
      <Route path="/learn/broadcast-routes" element={<BroadcastRoutes />} />
      <Route path="/learn/standings" element={<StandingsReference />} />
      <Route path="/learn/webhooks" element={<WebhooksReference />} />
      <Route path="/learn/ograf" element={<OgrafGraphics />} />
      <Route path="/tools/obs-scene-collections" element={<ObsScenes />} />
      <Route path="/tools/overwatch-settings-switcher" element={<SettingsSwitcher />} />
      <Route path="/tools/bracket-creator" element={<BracketCreator />} />
      <Route path="/bracket-creator" element={<BracketCreator />} />
      <Route path="/tools/twitch-auth" element={<TwitchAuth />} />
      <Route path="/twitch-auth" element={<TwitchAuth />} />
      {["/guide", "/guides", "/tools"].map((path) => (
        <Route key={path} path={path} element={<Navigate to="/learn" replace />} />
      ))}
      <Route path="/scenes" element={<Navigate to="/learn/guides/observing-tech/obs-scenes" replace />} />
      <Route path="*" element={<NotFound />} />
    </>
  );
}

export function App() {
  const site = useSite();
  const { pathname } = useLocation();
  // Crew pages run as OBS browser sources too: no site header, menus or footer around them.
  if (crewPath(pathname))
    return (
      <PageSlot>
        <Routes>
          <Route path="/client/:client/:route" element={<CrewPage />} />
        </Routes>
      </PageSlot>
    );
  if (site.subdomain)
    return (
      <PageSlot>
        <Minisite subdomain={site.subdomain} />
      </PageSlot>
    );
  return (
    <Layout>
      <PageSlot>
        <Routes>{defaultRoutes()}</Routes>
      </PageSlot>
    </Layout>
  );
}
