/**
 * Whether moving to another song on stage starts it (with its count-in). From silence a step only
 * selects the song, so the player can look ahead without a sound; while a song plays the next one
 * follows at once. 'Always play when stepping' makes every step play.
 */
export function stepPlays(playing: boolean, alwaysPlay: boolean): boolean {
  return playing || alwaysPlay;
}
