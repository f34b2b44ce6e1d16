// The lab's map as a PNG (issue 31): the scene component inside the canvas (scene/MapPictureCapture.tsx) registers how
// to draw the picture; the map-file panel asks for it. Kept apart from the panel so the panel never reaches into three.js.

/** Draws the map now: `overlays` false hides every overlay (heatmap, choke points, vision, reach, lit spots, outlines). */
export type MapPictureDrawer = (o: { overlays: boolean; caption: string }) => Promise<Blob>;

let drawer: MapPictureDrawer | null = null;

/** Called by the canvas's capture component (null when it unmounts). */
export function registerMapPicture(d: MapPictureDrawer | null): void {
  drawer = d;
}

/** The map as a PNG, or null while no map is drawn yet. */
export function mapPicture(o: { overlays: boolean; caption: string }): Promise<Blob> | null {
  return drawer ? drawer(o) : null;
}
