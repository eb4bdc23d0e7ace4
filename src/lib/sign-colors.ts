// Up and down colours dark enough for 4.5:1 contrast on white and on striped (gray-0) rows; Mantine's
// green-9 is 4.5:1 on white only.
export const UP_COLOR = '#1e6b30';
export const DOWN_COLOR = '#b02525';
