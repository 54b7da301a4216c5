import type { BuilderState } from "./state";

export interface Preset {
  id: string;
  label: string;
  /** Fields the preset sets; the subject and everything else stay as they are. */
  state: Partial<Omit<BuilderState, "subject" | "parts">>;
}

export const PRESETS: readonly Preset[] = [
  {
    id: "cinematic-photo",
    label: "Cinematic photo",
    state: {
      medium: "cinematic film still",
      lighting: "dramatic low-key lighting",
      palette: "teal and orange colour grade",
      camera: "anamorphic lens, shallow depth of field",
      aspectRatio: "21:9",
      version: "8.1",
      styleRaw: true,
      stylize: "150",
    },
  },
  {
    id: "product-shot",
    label: "Product shot",
    state: {
      medium: "studio product photography",
      lighting: "soft diffused softbox lighting",
      camera: "centered, eye-level, 85mm lens",
      environment: "seamless white backdrop",
      aspectRatio: "4:5",
      version: "8.1",
      styleRaw: true,
      stylize: "50",
      no: "text, hands, clutter",
    },
  },
  {
    id: "flat-vector-logo",
    label: "Flat vector logo",
    state: {
      medium: "flat vector logo, simple geometric shapes",
      palette: "two-colour palette",
      environment: "plain white background",
      aspectRatio: "1:1",
      version: "8.1",
      stylize: "50",
      no: "text, gradient, shadow, 3d, mockup",
    },
  },
  {
    id: "watercolour-illustration",
    label: "Watercolour illustration",
    state: {
      medium: "watercolour illustration on textured paper, loose washes",
      lighting: "soft natural light",
      palette: "soft pastel palette",
      aspectRatio: "2:3",
      version: "8.1",
      stylize: "250",
    },
  },
  {
    id: "seamless-pattern",
    label: "Seamless pattern",
    state: {
      medium: "seamless repeating pattern, flat illustration",
      palette: "limited harmonious palette",
      aspectRatio: "1:1",
      version: "7",
      tile: true,
      stylize: "100",
      no: "text, border",
    },
  },
  {
    id: "anime-character",
    label: "Anime character (niji)",
    state: {
      medium: "anime character illustration, clean line art",
      camera: "full body, dynamic pose",
      aspectRatio: "2:3",
      version: "niji 6",
      stylize: "100",
    },
  },
];

/** The state with a preset's fields applied on top. */
export function applyPreset(state: BuilderState, preset: Preset): BuilderState {
  return { ...state, ...preset.state };
}
