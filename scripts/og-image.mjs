#!/usr/bin/env node
// Makes frontend/public/og-image.png, the 1200×630 link-preview picture (Open Graph, Twitter card), from the SVG
// below with sharp. Run once after changing it: `node scripts/og-image.mjs`; the PNG is committed.
/* global Buffer */
import { resolve } from 'node:path';
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1a33"/><stop offset="1" stop-color="#1e3a66"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="1.05" r="0.6">
      <stop offset="0" stop-color="#fbbf24" stop-opacity="0.45"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <path d="M-40 560 C 320 480 640 330 1010 180" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>
  <g transform="translate(1010 180) rotate(-22) scale(2.4)" fill="#ffffff" opacity="0.9">
    <path d="M18 0 L-6 -3 L-14 -16 L-19 -16 L-14 -3 L-24 -2 L-29 -8 L-32 -8 L-30 0 L-32 8 L-29 8 L-24 2 L-14 3 L-19 16 L-14 16 L-6 3 Z"/>
  </g>
  <circle cx="126" cy="150" r="46" fill="#fbbf24"/>
  <text x="196" y="142" font-family="DejaVu Sans, Arial, sans-serif" font-weight="800" font-size="52" letter-spacing="10" fill="#ffffff">SKYWARD</text>
  <text x="198" y="184" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" letter-spacing="8" fill="#c7d2e4">FLIGHT SIMULATION</text>
  <text x="80" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#ffffff">Fly an Airbus A320</text>
  <text x="80" y="456" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#ffffff">simulator near Exeter</text>
  <text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#fbbf24">Experiences · Training · Gift vouchers</text>
</svg>`;

const target = resolve(import.meta.dirname, '../frontend/public/og-image.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target);
console.log(`wrote ${target}`);
