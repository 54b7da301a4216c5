/**
 * Firebase Auth for email and password. initializeAuth with explicit persistence and no
 * popup/redirect resolver: getAuth() would also load Google's iframe and helper script,
 * which email/password sign-in never needs.
 */
import {
  EmailAuthProvider,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from "firebase/auth";
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from "firebase/firestore/lite";
import { firebaseApp, firebaseSettings } from "./app";
import { firestore } from "./firestore";

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const emulators = firebaseSettings().emulators;
  if (emulators) connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  return auth;
}

/** What the site shows of an account. */
export type AccountSnapshot = {
  uid: string;
  username: string | null;
  email: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  createdAt: string | null;
};

function snapshot(user: User): AccountSnapshot {
  return {
    uid: user.uid,
    username: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    createdAt: user.metadata.creationTime ?? null,
  };
}

type Listener = (account: AccountSnapshot | null) => void;
const listeners = new Set<Listener>();

function emit(user: User | null): void {
  const value = user ? snapshot(user) : null;
  for (const listener of listeners) listener(value);
}

/**
 * Calls back with the current account on sign-in, sign-out and token refresh, and after
 * the changes made here that Firebase does not announce (a new username, a reload).
 */
export function watchAccount(listener: Listener): () => void {
  listeners.add(listener);
  const unsubscribe = onIdTokenChanged(firebaseAuth(), (user) =>
    listener(user ? snapshot(user) : null),
  );
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

function currentUser(): User {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/no-current-user" });
  return user;
}

export async function register(username: string, email: string, password: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(user, { displayName: username });
  // The account exists by now: a failed profile write is logged, and the first rename creates it.
  await setDoc(doc(firestore(), "users", user.uid), {
    username,
    createdAt: serverTimestamp(),
  }).catch((error: unknown) => console.error("Could not create users/{uid}", error));
  emit(user);
  // The account exists by now; a failed verification email can be resent from the profile.
  await sendEmailVerification(user).catch((error: unknown) => {
    console.error("Could not send the verification email", error);
  });
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}

export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(firebaseAuth(), email);
  } catch (error) {
    // Say the same thing whether or not the account exists.
    if (
      typeof error === "object" &&
      error &&
      "code" in error &&
      error.code === "auth/user-not-found"
    ) {
      return;
    }
    throw error;
  }
}

export async function signOutAccount(): Promise<void> {
  await signOut(firebaseAuth());
}

export async function resendVerification(): Promise<void> {
  await sendEmailVerification(currentUser());
}

/** Fetches the account again (after the user verified their email elsewhere) and refreshes the token's claims. */
export async function reloadAccount(): Promise<AccountSnapshot | null> {
  const user = firebaseAuth().currentUser;
  if (!user) return null;
  await user.reload();
  await user.getIdToken(true);
  emit(user);
  return snapshot(user);
}

export async function renameAccount(username: string): Promise<void> {
  const user = currentUser();
  await updateProfile(user, { displayName: username });
  const ref = doc(firestore(), "users", user.uid);
  try {
    await updateDoc(ref, { username, updatedAt: serverTimestamp() });
  } catch (error) {
    // Accounts made before users/{uid} existed (or whose first write failed) get one now.
    if (typeof error === "object" && error && "code" in error && error.code === "not-found") {
      await setDoc(ref, { username, createdAt: serverTimestamp() });
    } else {
      throw error;
    }
  }
  emit(user);
}

export async function deleteAccount(password: string): Promise<void> {
  const user = currentUser();
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? "", password),
  );
  // What belongs to the account goes first: once the user is deleted, the rules refuse it.
  const [{ deleteAccountSaved }, { deleteMyLists }, { deleteAccountReviews }] = await Promise.all([
    import("./saved"),
    import("./lists"),
    import("./reviews"),
  ]);
  await Promise.all([
    deleteAccountSaved(user.uid),
    deleteMyLists(user.uid),
    deleteAccountReviews(user.uid),
  ]);
  await deleteDoc(doc(firestore(), "users", user.uid));
  await deleteUser(user);
}
