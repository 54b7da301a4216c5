// The floor: an empty Next.js static export, measured beside the site by bench/lighthouse.ts
// so every figure has its reference (what the framework alone costs on this machine).
const config = { output: "export", images: { unoptimized: true } };

export default config;
