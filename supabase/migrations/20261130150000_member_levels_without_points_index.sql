-- private.member_levels loses its index on points (20261130110200_members_at_scale.sql). With it, the
-- ledger trigger's upsert of a member's total (private.keep_member_level) ran for seconds inside
-- complete_quiz when a quiz pass awarded module points, until the 8 s statement timeout refused the
-- quiz (tests/db/admin-quiz-bank.test.ts, on PGlite and PostgreSQL alike); without it the same call
-- takes milliseconds. The all-time leaderboard reads the totals in order of points without the
-- index: a sort of one row per member (bench/members.ts measures it).
drop index if exists private.member_levels_points_idx;
