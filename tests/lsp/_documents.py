"""The card files the language-server tests edit."""

GOOD = """\
bird "Test Heron"
  scientific "Ardea testa"
  set core
  habitat wetland
  food fish + fish
  points 5
  nest platform
  eggs 2
  wingspan 150
  beak left
  power when activated
    gain 1 fish from supply
  end
end
"""

#: Line 5 (0-based 4) misspells a food, at character 7; line 7 misspells a nest.
BROKEN = GOOD.replace("fish + fish", "fish + fsh").replace("nest platform", "nest platfrom")
