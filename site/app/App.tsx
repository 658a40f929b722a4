import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { Protected } from "../auth/Protected.tsx";
import { Loading } from "../components/Loading.tsx";
import { Layout } from "./Layout.tsx";
import { Minisite } from "./Minisite.tsx";
import { useSite } from "./SiteContext.tsx";

// Every page is its own chunk: the home page never downloads the learn hub, tools or control code.
const Home = lazy(() => import("../pages/Home.tsx"));
const Events = lazy(() => import("../pages/Events.tsx"));
const Teams = lazy(() => import("../pages/Teams.tsx"));
const Players = lazy(() => import("../pages/Players.tsx"));
const NotFound = lazy(() => import("../pages/NotFound.tsx"));
const TeamPage = lazy(() => import("../pages/TeamPage.tsx"));
const PlayerPage = lazy(() => import("../pages/PlayerPage.tsx"));
const MatchPage = lazy(() => import("../pages/MatchPage.tsx"));
const DetailedMatch = lazy(() => import("../pages/DetailedMatch.tsx"));
const NewsPage = lazy(() => import("../pages/NewsPage.tsx"));
const MePage = lazy(() => import("../pages/MePage.tsx"));
const CamsPage = lazy(() => import("../pages/CamsPage.tsx"));
const ThemeCreator = lazy(() => import("../pages/ThemeCreator.tsx"));
const Dashboard = lazy(() => import("../pages/DashboardPage.tsx"));
const EventPage = lazy(() => import("../event/EventPage.tsx"));
const Login = lazy(() => import("../auth/LoginPage.tsx"));
const DiscordReturn = lazy(() => import("../auth/DiscordReturn.tsx"));
const Reset = lazy(() => import("../auth/ResetPage.tsx"));
const Profile = lazy(() => import("../auth/ProfilePage.tsx"));
const Learn = lazy(() => import("../learn/LearnHome.tsx"));
const Guide = lazy(() => import("../learn/GuidePage.tsx"));
const BroadcastRoutes = lazy(() => import("../learn/BroadcastRoutes.tsx"));
const StandingsReference = lazy(() => import("../learn/StandingsReference.tsx"));
const ObsScenes = lazy(() => import("../learn/ObsSceneCollections.tsx"));
const SettingsSwitcher = lazy(() => import("../learn/SettingsSwitcher.tsx"));
const TwitchAuth = lazy(() => import("../learn/TwitchAuthTool.tsx"));
const BracketCreator = lazy(() => import("../../control/bracket-creator/BracketCreatorPage.tsx"));

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
      <Route path="/profile" element={protect(<Profile />)} />
      <Route path="/dashboard" element={protect(<Dashboard />)} />
      <Route path="/learn" element={<Learn />} />
      <Route path="/learn/guides/:guide/:page?" element={<Guide />} />
      <Route path="/learn/broadcast-routes" element={<BroadcastRoutes />} />
      <Route path="/learn/standings" element={<StandingsReference />} />
      <Route path="/tools/obs-scene-collections" element={<ObsScenes />} />
      <Route path="/tools/overwatch-settings-switcher" element={<SettingsSwitcher />} />
      <Route path="/tools/bracket-creator" element={<BracketCreator />} />
      <Route path="/bracket-creator" element={<BracketCreator />} />
      <Route path="/tools/twitch-auth" element={<TwitchAuth />} />
      <Route path="/twitch-auth" element={<TwitchAuth />} />
      {["/guide", "/guides", "/tools"].map((path) => <Route key={path} path={path} element={<Navigate to="/learn" replace />} />)}
      <Route path="/scenes" element={<Navigate to="/learn/guides/observing-tech/obs-scenes" replace />} />
      <Route path="*" element={<NotFound />} />
    </>
  );
}

export function App() {
  const site = useSite();
  if (site.subdomain) return <Minisite subdomain={site.subdomain} />;
  return (
    <Layout>
      <Suspense fallback={<Loading />}>
        <Routes>{defaultRoutes()}</Routes>
      </Suspense>
    </Layout>
  );
}
