import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

const STATS = [
  { value: '15', label: 'video modules' },
  { value: '5,000+', label: 'community members' },
  { value: '$0', label: 'for the full course' },
];

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, sm: 80 }}
      style={{ background: 'linear-gradient(180deg, #0b1220 0%, #13244a 100%)' }}
    >
      <Container size="lg">
        <Stack gap="lg" align="center" ta="center">
          <Title order={1} id="hero-title" c="white" fz={{ base: 32, sm: 52 }} lh={1.15} maw={820}>
            Learn to trade with confidence, one module at a time
          </Title>
          <Text c="gray.3" fz={{ base: 'md', sm: 'xl' }} maw={680}>
            A free 15-module trading program for beginners, with quizzes and a certificate — and an optional community of traders when you
            are ready.
          </Text>
          <Group justify="center" gap="md">
            <Button component={Link} to="/signup" size="lg" color="blue.8">
              Start Your Journey
            </Button>
            <Button component={Link} to="/preview" size="lg" variant="white" color="dark">
              Preview Platform
            </Button>
          </Group>
          <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'xl' }} mt="md" w="100%" maw={640}>
            {STATS.map((s) => (
              <div key={s.label}>
                <Text c="white" fw={800} fz={{ base: 22, sm: 32 }}>
                  {s.value}
                </Text>
                <Text c="gray.3" size="sm">
                  {s.label}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
