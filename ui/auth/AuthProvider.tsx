import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { User } from "../../domain/user.ts";
import { logout, postLogin, type LoginResult } from "../../live/auth.ts";
import { clearToken, storedToken, storeToken } from "./session.ts";

export interface AuthState {
  status: "checking" | "signed-in" | "signed-out";
  token: string | null;
  user: User | null;
  signInWithToken: (token: string) => Promise<LoginResult>;
  /** Sign in with a token and user the server already answered (Discord's return). */
  adopt: (token: string, user: User) => void;
  signOut: () => void;
}
const AuthContext = createContext<AuthState | null>(null);

/** The signed-in user: the stored token is checked once with POST /auth/login. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(storedToken);
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthState["status"]>(token ? "checking" : "signed-out");

  const adopt = useCallback((signedIn: string, signedInUser: User) => {
    storeToken(signedIn);
    setToken(signedIn);
    setUser(signedInUser);
    setStatus("signed-in");
  }, []);

  const signInWithToken = useCallback(
    async (candidate: string) => {
      const result = await postLogin("/auth/login", { token: candidate });
      if (result.ok) adopt(result.token, result.user);
      return result;
    },
    [adopt],
  );

  const signOut = useCallback(() => {
    const old = storedToken();
    if (old) void logout(old);
    clearToken();
    setToken(null);
    setUser(null);
    setStatus("signed-out");
  }, []);

  useEffect(() => {
    const initial = storedToken();
    if (!initial) return;
    void postLogin("/auth/login", { token: initial }).then((result) => {
      if (result.ok) {
        setUser(result.user);
        setStatus("signed-in");
        return;
      }
      // SPEC §8: an unknown token is removed from storage.
      if (result.message === "Unknown token") clearToken();
      setToken(null);
      setStatus("signed-out");
    });
  }, []);

  const value = useMemo(
    () => ({ status, token, user, signInWithToken, adopt, signOut }),
    [status, token, user, signInWithToken, adopt, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("[Auth] useAuth needs an <AuthProvider>");
  return value;
}
