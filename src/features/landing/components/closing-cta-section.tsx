import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function ClosingCtaSection() {
  return (
    <Box component="section" aria-labelledby="cta-title" py={{ base: 48, sm: 72 }} style={{ background: '#13244a' }}>
      <Container size="md" ta="center">
        <Title order={2} id="cta-title" c="white" fz={{ base: 26, sm: 34 }}>
          Your first module is ten minutes away
        </Title>
        <Text c="gray.3" mt="sm" mb="lg">
          Create a free account and start with Market Fundamentals today.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/signup" size="lg" variant="white" color="dark">
            Start Your Journey
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
